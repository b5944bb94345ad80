import './AuthIllustration.css';
/** The login screens' picture: an open storybook under a crescent moon and a few stars (decorative). */
export function AuthIllustration() {
  return (
    <svg
      className="auth-illustration"
      width="168"
      height="104"
      viewBox="0 0 168 104"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="ill-glow" cx="84" cy="62" rx="70" ry="40" />
      <path className="ill-moon" d="M40 12a14 14 0 1 0 15 20 11 11 0 1 1-15-20z" />
      <path
        className="ill-star"
        d="m122 10 2.4 5 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z"
      />
      <path className="ill-spark" d="m142 34 1.3 3.7 3.7 1.3-3.7 1.3-1.3 3.7-1.3-3.7-3.7-1.3 3.7-1.3z" />
      <path className="ill-spark" d="m98 18 1 2.8 2.8 1-2.8 1-1 2.8-1-2.8-2.8-1 2.8-1z" />
      <path className="ill-spark-soft" d="m24 48 1 2.8 2.8 1-2.8 1-1 2.8-1-2.8-2.8-1 2.8-1z" />
      <path className="ill-page-left" d="M30 88c18-9 36-9 54 0V46c-18-9-36-9-54 0z" />
      <path className="ill-page-right" d="M138 88c-18-9-36-9-54 0V46c18-9 36-9 54 0z" />
      <path
        className="ill-lines"
        d="M40 56c10-4 22-4 34 0M40 65c10-4 22-4 34 0M40 74c10-4 22-4 34 0M94 56c12-4 24-4 34 0M94 65c12-4 24-4 34 0M94 74c12-4 24-4 34 0"
      />
      <path className="ill-spine" d="M84 46v42" />
      <path className="ill-trail" d="M84 40c-4-8 6-12 2-20" />
    </svg>
  );
}
