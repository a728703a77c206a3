// Where a story test's time goes, for `npm run story-timing` (scripts/story-timing.mjs).
// Off unless the story run is started with VITE_STORY_TIMING=1: then each story
// prints one `[story-timing]` line with its whole time (loaders, render, play and
// the accessibility check), the time to its first render on screen (loaders and
// the first commit, marked by `StoryRendered`'s layout effect) and the part spent
// in axe; play is what lies between. The script sums them up.
//
// axe-core sets `window.axe` when the a11y addon first loads it; the check calls
// `axe.run` on that same object, so wrapping it here times exactly that call.

interface AxeLike {
  run: (...args: unknown[]) => Promise<unknown>;
}

const enabled = import.meta.env.VITE_STORY_TIMING === '1';

let current: { id: string; started: number; rendered?: number } | undefined;
let wrapped = false;

function wrapAxe() {
  const axe = (window as unknown as { axe?: AxeLike }).axe;
  if (wrapped || !axe) return;
  wrapped = true;
  const run = axe.run.bind(axe);
  axe.run = async (...args: unknown[]) => {
    const axeStarted = performance.now();
    try {
      return await run(...args);
    } finally {
      if (current) {
        const now = performance.now();
        const render = Math.round((current.rendered ?? current.started) - current.started);
        const line = {
          id: current.id,
          total: Math.round(now - current.started),
          render,
          axe: Math.round(now - axeStarted),
        };
        console.log(`[story-timing] ${JSON.stringify(line)}`);
      }
    }
  };
}

/** A project-level beforeEach: notes when the story starts (before its loaders and render). */
export function timeStory({ id }: { id: string }): void {
  if (!enabled) return;
  wrapAxe();
  current = { id, started: performance.now() };
}

/** Called from a decorator's layout effect: the story's first commit is on screen. */
export function markRendered(): void {
  if (enabled && current && current.rendered === undefined) current.rendered = performance.now();
}
