export * from './changes';
export { InvalidRefinement, type InvalidRefinementCode } from './errors';
export { parsePlannedChange, parsePlannedChanges, plannedChangeSchema } from './change-schema';
export {
  applyChanges,
  coverTouched,
  defaultFormatOf,
  touchedPages,
  type ApplyOptions,
} from './apply-changes';
export { nameForBook, translatesNames } from './names';
export { EmbeddedRefinementPlanner, planRefinement } from './embedded-planner';
