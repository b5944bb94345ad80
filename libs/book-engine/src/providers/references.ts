import { createHash } from 'node:crypto';
import type { Character, StoryPlan, Style } from '../types';
import type { CallMeter } from './calls';

/**
 * issue #23: a parent's photo of one character, given to the provider path only with the parent's consent
 * (`ProductionInput.photoConsent`). Bytes as uploaded (EXIF already stripped).
 */
export interface CharacterPhoto {
  characterId: string;
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/**
 * One character's reference picture (issue #23): made once per book by the image provider — from the
 * character's photos where the parent gave some and agreed, else from its sheet — kept with the book under
 * its content key and passed with every page request that shows the character. Never shown to anyone.
 */
export interface CharacterReference {
  characterId: string;
  /** The artefact key it is stored under: what it was made from (provider, model, prompt, photos' hashes). */
  key: string;
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  fromPhoto: boolean;
}

export interface ReferencePicture {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
}

export interface ReferenceOptions {
  style?: Style;
  /** The book's call meter (its budget). */
  meter?: CallMeter;
}

/**
 * How an illustrator makes character references (issue #23). `inputs` names everything the reference depends
 * on (production keys it by them, so a character whose look a refinement changed gets a new reference, and so
 * do the pages that show it); `make` asks the provider.
 */
export interface ReferenceMaker {
  inputs(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options?: ReferenceOptions,
  ): unknown;
  make(
    plan: StoryPlan,
    character: Character,
    photos: readonly CharacterPhoto[],
    options?: ReferenceOptions,
  ): Promise<ReferencePicture>;
}

/** A photo as a reference key sees it: its hash, never its bytes. */
export const photoHash = (photo: CharacterPhoto): string =>
  createHash('sha256').update(photo.image).digest('hex');

/** At most this many photos of one character go to the provider (the first ones; more add only cost). */
export const PHOTOS_PER_REFERENCE = 2;
