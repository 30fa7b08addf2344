import { ConceptMatcher } from './concept-matcher.ts';

let matcher: ConceptMatcher | undefined;
export function supportConcepts(): ConceptMatcher {
  matcher ??= new ConceptMatcher({});
  return matcher;
}
