import { setAutoFreeze } from 'immer';

// Recharts keeps the chart's children (legend, cells, axes) in a Redux store whose Immer freezes what it
// stores. Under React each element is a fresh object, but Preact (our React runtime, vite.preact.ts) writes
// its bookkeeping onto those same element objects while rendering, so a frozen one throws "Cannot assign
// to read only property '__'" and the chart draws nothing. The store's state is never mutated in place
// by Recharts, so not freezing it changes nothing else.
setAutoFreeze(false);
