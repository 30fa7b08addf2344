/** The visitor id of everyone who is neither identified by the host page nor signed in. */
export const ANONYMOUS_VISITOR = 'anonymous';
