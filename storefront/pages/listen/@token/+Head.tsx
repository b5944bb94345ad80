/** issue #28 part 4: a listen page is never indexed (the server also sends X-Robots-Tag). */
export default function Head() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}
