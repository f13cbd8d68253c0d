/** Both dispatchers; screens import the one they need (SectionDispatch.tsx / FieldDispatch.tsx) to keep their chunks apart. */
export { SectionDispatch } from './SectionDispatch';
export { FieldDispatch } from './FieldDispatch';
