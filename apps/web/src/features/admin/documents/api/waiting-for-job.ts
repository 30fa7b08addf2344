/** Whether the background job has yet to finish with a document. */
export const waitingForJob = (status: string) => status === 'pending' || status === 'processing';
