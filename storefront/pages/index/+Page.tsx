import './Page.css';
import type { ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAuth } from '../../src/auth/AuthContext';
import { HeroScene } from '../../src/components/illustrations/HeroScene';
import {
  ApproveSpot,
  BilingualSpot,
  CharactersSpot,
  CheckoutSpot,
  PreviewSpot,
  PrintSpot,
  ShipSpot,
  StorySpot,
  StylesSpot,
} from '../../src/components/illustrations/Spots';
import { PageTitle } from '../../src/components/PageTitle';
import { actionHref } from '../../src/navigation/access';

/** spec §1 landing promises, in the order the product names them. */
const FEATURES: { key: string; Art: ComponentType; tint: string }[] = [
  { key: 'story', Art: StorySpot, tint: 'coral' },
  { key: 'bilingual', Art: BilingualSpot, tint: 'sage' },
  { key: 'styles', Art: StylesSpot, tint: 'sun' },
  { key: 'print', Art: PrintSpot, tint: 'plum' },
  { key: 'characters', Art: CharactersSpot, tint: 'coral' },
];

/** spec §1: four steps — preview, checkout, approve, print. */
const STEPS: { key: string; Art: ComponentType }[] = [
  { key: 'preview', Art: PreviewSpot },
  { key: 'checkout', Art: CheckoutSpot },
  { key: 'approve', Art: ApproveSpot },
  { key: 'print', Art: ShipSpot },
];

export default function Landing() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  // spec §2/§6: the calls to action lead signed-in customers to the builder, everyone else to /login — and
  // from there on to the builder once signed in (issue #24).
  const startHref = actionHref('/builder', isAuthenticated);

  return (
    <div className="landing">
      <PageTitle title={t('landing.pageTitle')} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
            <h1 id="hero-title" className="hero-title">
              <Trans i18nKey="landing.hero.title" components={{ mark: <span className="hero-mark" /> }} />
            </h1>
            <p className="hero-lead">{t('landing.hero.lead')}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-large" href={startHref}>
                {t('landing.hero.primary')}
              </a>
              <a className="btn btn-secondary btn-large" href="/showcase">
                {t('landing.hero.secondary')}
              </a>
            </div>
            <ul className="assurances" aria-label={t('landing.hero.assurances.label')}>
              {(['preview', 'print', 'vat'] as const).map((k) => (
                <li key={k}>
                  <CheckMark />
                  {t(`landing.hero.assurances.${k}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="hero-art" aria-hidden="true">
            <HeroScene />
            <div className="hero-sample">
              <span className="hero-sample-title">{t('landing.hero.sampleTitle')}</span>
              <span className="hero-sample-meta">{t('landing.hero.sampleMeta')}</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section-head">
            <h2 id="features-title">{t('landing.features.title')}</h2>
            <p>{t('landing.features.lead')}</p>
          </div>
          <ul className="feature-grid">
            {FEATURES.map(({ key, Art, tint }) => (
              <li key={key} className="card feature-card">
                <span className={`spot-bubble tint-${tint}`}>
                  <Art />
                </span>
                <h3>{t(`landing.features.${key}.title`)}</h3>
                <p>{t(`landing.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-band" aria-labelledby="steps-title">
        <div className="container">
          <div className="section-head">
            <h2 id="steps-title">{t('landing.steps.title')}</h2>
            <p>{t('landing.steps.lead')}</p>
          </div>
          <ol className="steps">
            {STEPS.map(({ key, Art }, i) => (
              <li key={key} className="step">
                <span className="step-art">
                  <Art />
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                </span>
                <div className="step-copy">
                  <p className="step-label">{t('landing.steps.stepLabel', { n: i + 1 })}</p>
                  <h3>{t(`landing.steps.${key}.title`)}</h3>
                  <p>{t(`landing.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="closing-title">
        <div className="container">
          <div className="closing">
            <NightSky />
            <div className="closing-copy">
              <h2 id="closing-title">{t('landing.closing.title')}</h2>
              <p>{t('landing.closing.text')}</p>
              <a className="btn btn-sun btn-large" href={startHref}>
                {t('landing.closing.cta')}
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className="container">
        <p className="disclaimer">
          <strong>{t('landing.disclaimer.label')}:</strong> {t('landing.disclaimer.text')}{' '}
          <a href="/legal#imprint">{t('landing.disclaimer.imprint')}</a>
        </p>
      </div>
    </div>
  );
}

function CheckMark() {
  return (
    <svg
      className="check-mark"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" />
      <path d="M5.5 10.5l3 3 6-7" />
    </svg>
  );
}

/** Stars in the closing band; decorative. */
function NightSky() {
  return (
    <svg
      className="ill closing-sky"
      viewBox="180 10 220 180"
      width="220"
      height="180"
      preserveAspectRatio="xMaxYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="f-sun-soft" cx="330" cy="60" r="30" />
      <circle className="f-night" cx="344" cy="50" r="27" />
      <g className="f-sun-soft">
        <circle cx="230" cy="40" r="2" />
        <circle cx="280" cy="120" r="2.5" />
        <circle cx="380" cy="150" r="2" />
        <circle cx="200" cy="150" r="1.8" />
        <circle cx="250" cy="80" r="1.5" />
        <circle cx="370" cy="110" r="1.5" />
      </g>
      <path
        className="f-sun"
        d="M300 136q0 9 9 9-9 0-9 9 0-9-9-9 9 0 9-9zM220 92q0 6 6 6-6 0-6 6 0-6-6-6 6 0 6-6z"
      />
    </svg>
  );
}
