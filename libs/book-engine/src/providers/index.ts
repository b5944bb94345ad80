export {
  CallBudget,
  isBudgetSpent,
  ProviderCalls,
  DEFAULT_RETRY_POLICY,
  type CallKind,
  type CallLimits,
  type CallMeter,
  type RetryPolicy,
} from './calls';
export {
  PHOTOS_PER_REFERENCE,
  photoHash,
  type CharacterPhoto,
  type CharacterReference,
  type ReferenceMaker,
  type ReferenceOptions,
  type ReferencePicture,
} from './references';
export {
  LIKENESS_PARTS,
  checkPassed,
  likenessReport,
  type CharacterLikeness,
  type LikenessChecker,
  type LikenessDifference,
  type LikenessPart,
  type LikenessReport,
  type PageLikeness,
  type PictureCheckInput,
} from './likeness';
export { LIKENESS_SYSTEM_PROMPT, likenessJsonSchema } from './likeness-answer';
