import './ReferenceImages.css';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IdeaCharactersResponse } from '@fabelhaft/contracts';
import { useBff } from '../../api/client';
import { checkFiles, IMAGE_TYPES, type FileProblem, type UploadedImage } from './rules';

/** POST /uploads/characters/batch → spec §3 upload response. */
interface UploadResponse {
  uploads: { s3_key: string; filename: string }[];
  warnings: string[];
}

export interface ReferenceImagesProps {
  images: readonly UploadedImage[];
  onChange(images: UploadedImage[]): void;
  /** spec §5: uploads are blocked while the preview quota is exhausted. */
  quotaExhausted: boolean;
  /** Reports a running upload, so the form can wait for it. */
  onUploadingChange?(uploading: boolean): void;
  /** issue #23: the idea, once it is long enough to read, and its language: whose photo each one is. */
  idea?: string;
  language?: string;
  /** issue #23: the parent's consent to send the photos to the outside provider the server names. */
  consent?: boolean;
  onConsentChange?(consent: boolean): void;
}

/** A value that follows `value` once it has stayed the same for `ms` (typing the idea asks once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const NO_ONE = 'none';

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
const revoke = (url: string | undefined) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** The builder's reference image upload (spec §2, §5, §8): checks, upload, thumbnails and descriptions. */
export function ReferenceImages({
  images,
  onChange,
  quotaExhausted,
  onUploadingChange,
  idea,
  language = 'en',
  consent = false,
  onConsentChange,
}: ReferenceImagesProps) {
  const { t } = useTranslation();
  const api = useBff();
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [failed, setFailed] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  // The thumbnails' object URLs are freed when the builder goes away.
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach((image) => revoke(image.previewUrl)), []);

  const blocked = quotaExhausted || uploading;

  // issue #23: the idea's characters and whom each description names, once the typing has settled.
  const descriptions = images.map((i) => i.description.trim());
  const asked = useSettled(
    idea && images.length > 0 ? JSON.stringify({ idea, main_language: language, descriptions }) : '',
    500,
  );
  const cast = useQuery({
    queryKey: ['idea-characters', asked],
    queryFn: () => api<IdeaCharactersResponse>('/books/characters', { method: 'POST', body: asked }),
    enabled: asked !== '',
    staleTime: Infinity,
    retry: false,
  });
  const characters = asked ? (cast.data?.characters ?? []) : [];
  const provider = asked && images.length > 0 ? cast.data?.photo_provider : null;
  const known = new Set(characters.map((c) => c.id));
  const shown = (image: UploadedImage, i: number): string => {
    if (image.character_id === null) return NO_ONE;
    if (image.character_id !== undefined) return known.has(image.character_id) ? image.character_id : NO_ONE;
    return cast.data?.links[i] ?? NO_ONE;
  };
  const characterLabel = (c: IdeaCharactersResponse['characters'][number]): string =>
    c.name ? (c.kind ? `${c.name} (${c.kind})` : c.name) : c.kind || t('builder.images.whoHero');
  const pickCharacter = (key: string, value: string) =>
    onChange(
      images.map((i) => (i.s3_key === key ? { ...i, character_id: value === NO_ONE ? null : value } : i)),
    );

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0 || blocked) return;
    const { valid, problems: found } = checkFiles(files);
    setProblems(found);
    setFailed(false);
    setWarnings([]);
    if (valid.length === 0) return;
    const body = new FormData();
    for (const file of valid) body.append('files', file, file.name);
    setBusy(true);
    try {
      const res = await api<UploadResponse>('/uploads/characters/batch', { method: 'POST', body });
      const added = res.uploads.map((upload, i): UploadedImage => {
        const file = valid.find((f) => f.name === upload.filename) ?? valid[i];
        return {
          s3_key: upload.s3_key,
          filename: upload.filename,
          description: '',
          previewUrl: file ? objectUrl(file) : undefined,
        };
      });
      setWarnings(res.warnings ?? []);
      onChange([...latest.current, ...added]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const remove = (key: string) => {
    const image = images.find((i) => i.s3_key === key);
    revoke(image?.previewUrl);
    onChange(images.filter((i) => i.s3_key !== key));
  };

  const describe = (key: string, description: string) =>
    onChange(images.map((i) => (i.s3_key === key ? { ...i, description } : i)));

  return (
    <div className="ref-images">
      <p id={hintId} className="builder-hint">
        {t('builder.images.hint')}
      </p>
      <div className="ref-pick">
        <label
          htmlFor={inputId}
          className={`btn btn-secondary${blocked ? ' is-disabled' : ''}`}
          aria-disabled={blocked || undefined}
        >
          {t('builder.images.choose')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          disabled={blocked}
          aria-describedby={hintId}
          onChange={(e) => void pick(e)}
          data-testid="reference-input"
        />
        {uploading && (
          <span className="ref-uploading" role="status">
            {t('builder.images.uploading')}
          </span>
        )}
      </div>
      {quotaExhausted && (
        <p className="notice notice-warning ref-notice">{t('builder.images.blockedQuota')}</p>
      )}
      {(problems.length > 0 || failed) && (
        <ul className="notice notice-danger ref-problems" role="alert">
          {problems.map((p, i) => (
            <li key={i}>
              {p.kind === 'tooMany'
                ? t('builder.images.tooMany')
                : t(`builder.images.${p.kind}`, { file: p.file })}
            </li>
          ))}
          {failed && <li>{t('builder.images.uploadFailed')}</li>}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className="notice notice-warning ref-problems" role="status">
          {warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      {characters.length > 0 && <p className="builder-hint ref-who-hint">{t('builder.images.whoHint')}</p>}
      {provider && (
        <div className="ref-consent">
          <label className="builder-check">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => onConsentChange?.(e.target.checked)}
              data-testid="photo-consent"
            />
            <span>{t('builder.images.consentLabel', { provider })}</span>
          </label>
          {!consent && <p className="builder-hint">{t('builder.images.consentOff')}</p>}
        </div>
      )}
      {images.length > 0 && (
        <ul className="ref-list">
          {images.map((image, index) => (
            <li key={image.s3_key} className="ref-item">
              {image.previewUrl ? (
                <img
                  className="ref-thumb"
                  src={image.previewUrl}
                  alt={t('builder.images.thumbAlt', { file: image.filename })}
                />
              ) : (
                <span className="ref-thumb ref-thumb-empty" aria-hidden="true" />
              )}
              <div className="ref-body">
                <p className="ref-name">{image.filename}</p>
                <label className="visually-hidden" htmlFor={`${inputId}-${image.s3_key}`}>
                  {t('builder.images.descriptionLabel', {
                    file: image.filename,
                  })}
                </label>
                <input
                  id={`${inputId}-${image.s3_key}`}
                  className="input"
                  type="text"
                  maxLength={1000}
                  value={image.description}
                  placeholder={t('builder.images.descriptionPlaceholder')}
                  onChange={(e) => describe(image.s3_key, e.target.value)}
                />
                {characters.length > 0 && (
                  <div className="ref-who">
                    <label htmlFor={`${inputId}-${image.s3_key}-who`} className="ref-who-label">
                      {t('builder.images.whoLabel')}
                      <span className="visually-hidden"> ({image.filename})</span>
                    </label>
                    <select
                      id={`${inputId}-${image.s3_key}-who`}
                      className="input ref-who-select"
                      value={shown(image, index)}
                      onChange={(e) => pickCharacter(image.s3_key, e.target.value)}
                      data-testid="reference-character"
                    >
                      {characters.map((c) => (
                        <option key={c.id} value={c.id}>
                          {characterLabel(c)}
                        </option>
                      ))}
                      <option value={NO_ONE}>{t('builder.images.whoNone')}</option>
                    </select>
                  </div>
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-small ref-remove"
                aria-label={t('builder.images.remove', { file: image.filename })}
                onClick={() => remove(image.s3_key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
