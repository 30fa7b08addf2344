import { setAutoFreeze } from 'immer';

// Recharts keeps the chart's children (legend, cells, axes) in a Redux store whose Immer freezes what it
// stores. Under React each element is a fresh object, but Preact (our React runtime, vite.preact.ts) writes
// its bookkeeping onto those same element objects while rendering, so a frozen one throws "Cannot assign
// to read only property '__'" and the chart draws nothing. Recharts changes its store only through Redux
// Toolkit's reducers, which copy rather than mutate, so freezing was a safety net, not a behaviour.
setAutoFreeze(false);
