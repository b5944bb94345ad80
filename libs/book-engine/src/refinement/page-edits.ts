import { lightOf } from '../illustration/page';
import type { IllustrationBrief, Mood, Page, PageText } from '../production/types';
import { BOOK_WORDS } from '../production/words';
import type { StoryPlan } from '../types';
import type { PageEdit, SceneEdit } from './changes';

/**
 * Lays a plan's page edits (issue #14) over the pages `planPages` made of it. Only the edited pages change:
 * their text body, or their picture's brief (caption and alt text from the action, cast from the plan's
 * current character sheets, place, setting, things). Ids, variants and every other page stay as they were,
 * so a refinement re-makes exactly the pages it touches.
 *
 * `scene` is the alt text's scene part in the main language (who is in the picture, and where).
 */
export function layPageEdits(plan: StoryPlan, pages: Page[], scene: string): Page[] {
  const edits = plan.pageEdits;
  if (!edits || Object.keys(edits).length === 0) return pages;
  return pages.map((page) => {
    const edit = edits[String(page.number)];
    return edit ? editPage(plan, page, edit, scene) : page;
  });
}

/**
 * A picture in a new light (issue #21, "page 9 at night"): the time of day and weather asked for, and a mood
 * that does not contradict them (a model illustrator is told both; the embedded one tones by the light).
 */
function relit(
  brief: IllustrationBrief,
  scene: SceneEdit,
): Pick<IllustrationBrief, 'timeOfDay' | 'weather' | 'mood'> {
  const { time, weather } = lightOf(brief);
  const timeOfDay = scene.timeOfDay ?? time;
  const sky = scene.weather ?? weather;
  const mood: Mood =
    sky === 'storm'
      ? 'stormy'
      : timeOfDay === 'night'
        ? 'night'
        : timeOfDay === 'evening'
          ? 'dusk'
          : ['night', 'dusk', 'stormy'].includes(brief.mood)
            ? 'bright'
            : brief.mood;
  return { timeOfDay, weather: sky, mood };
}

function editPage(plan: StoryPlan, page: Page, edit: PageEdit, scene: string): Page {
  const main = plan.mainLanguage;
  let out: Page = page;
  if (edit.body && page.text) {
    const text: PageText = { ...page.text, body: { ...page.text.body, ...edit.body } };
    out = { ...out, text };
    // A page without a picture of its own is described by its text (heading and body).
    if (!page.illustration) {
      out.altText = [text.heading?.[main], text.body[main]].filter((s) => s && s.trim()).join(' — ');
    }
  }
  if (edit.scene && page.illustration) {
    const scened = edit.scene;
    const brief: IllustrationBrief = { ...page.illustration };
    if (scened.action !== undefined) {
      brief.caption = scened.action;
      brief.altText = BOOK_WORDS[main].join(scened.action, scene);
    }
    if (scened.cast) {
      brief.cast = scened.cast
        .map((i) => plan.cast[i])
        .filter((c): c is NonNullable<typeof c> => !!c)
        .map((c) => ({ role: c.role, name: c.name[main] ?? '', sheet: c.sheet }));
    }
    if (scened.place) {
      brief.place = scened.place;
      // A new place without a setting of its own: the place is drawn, not the frame's old setting.
      if (!scened.setting) delete brief.setting;
    }
    if (scened.setting) brief.setting = scened.setting;
    if (scened.things) brief.things = [...scened.things];
    if (scened.timeOfDay || scened.weather) Object.assign(brief, relit(brief, scened));
    out = { ...out, illustration: brief, altText: brief.altText };
  }
  return out;
}
