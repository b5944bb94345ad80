export * from './types';
export { parseAge, ageBand, ageBounds, formatFor } from './age';
export { seededRng, hashString, type Rng } from './rng';
export { planStory, validateStoryInput, InvalidStoryInput } from './story/plan-story';
export { readIdea, detectIdeaLanguage, warmUpIdeaReader } from './story/read';
export {
  writeManuscript,
  tellOutline,
  tells,
  toldLanguages,
  fromLegacyFrame,
  resolveRoles,
  WORDS_PER_PAGE,
  type Outline,
  type Roles,
} from './story/tell/index';
export type { IdeaFrame, Manuscript, ManuscriptPage, PictureBrief, Pose, Noun } from './story/model';
export {
  PLOT_SHAPES,
  type PlotShape,
  type StoryFrame,
  type FrameCharacter,
  type FrameThing,
  type StoryGoal,
} from './story/frame';
export { transliterate, SCRIPT_OF, type Script } from './story/transliterate';
export {
  illustrateCover,
  composeCoverSvg,
  rasterizeCover,
  type ComposedCover,
  coverAltText,
  type Cover,
  type CoverOptions,
  type DrawnCharacter,
} from './illustration/cover';
export {
  illustratePage,
  composePageSvg,
  type PageIllustration,
  type PageIllustrationOptions,
} from './illustration/page';
export { dominantColors } from './illustration/dominant-colors';
export { photoCharacters, linkPhotos, type PhotoCharacter, type PhotoLinkInput } from './photos/link';
export {
  plannerInput,
  withPhotoLooks,
  sheetFromPhoto,
  nearest,
  SKIN_TONES,
  HAIR_COLORS,
} from './photos/looks';
export { PhotoAnalyser, type PhotoAnalysis } from './photos/analysis/photo-analyser';
export { STYLE_SPECS, type StyleSpec } from './illustration/styles';
export { toPreviewObject, type PreviewObject, type PreviewChapter } from './preview';
export {
  EmbeddedBookWriter,
  EmbeddedIllustrator,
  EmbeddedStoryWriter,
  EMBEDDED_PICTURES_VERSION,
  type BookWriter,
  type Illustrator,
  type StoryWriter,
} from './ports';
export * from './openai';
export * from './providers';
// The local replay provider (OpenAI images and chat, Gemini generateContent in their documented shapes), for
// tests and benches of the provider path.
export {
  startProviderReplay,
  openAiRoutes,
  geminiRoute,
  fixture as replayFixture,
  type ProviderReplay,
  type ReplayRoute,
  type RecordedRequest,
  type Reply as ReplayReply,
  type MultipartBody,
} from './openai/replay-server';
export * from './gemini';
export {
  createImageProvider,
  DEFAULT_IMAGE_CONCURRENCY,
  type ImageProvider,
  type ImageProviderConfig,
  type ImageProviderName,
} from './image-provider';
export { EmbeddedLikenessChecker, sheetDifferences } from './illustration/likeness';
export * from './production';
export * from './narration';
export * from './refinement';
