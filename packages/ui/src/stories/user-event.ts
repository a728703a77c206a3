// oxlint-disable-next-line eslint/no-restricted-imports -- the one place that wraps Storybook's userEvent
import { userEvent as recordedUserEvent } from 'storybook/test';

// The `userEvent` every story's `play` uses: Storybook's (so each call still
// shows in the Interactions panel) with no pause between keys.
//
// user-event waits `delay` ms after every key it types, and its default is 0,
// which is not free: each key becomes a `setTimeout(0)`, and Chromium holds a
// chained zero timer for at least 4 ms. Measured in this suite's Chromium:
// typing 40 keys into a bare <input> took 270 ms with the default and 33 ms
// with `delay: null`; the patient registration form fills in 0.8 s instead of
// 1.4 s. The same events reach the page in the same order (keydown, keypress,
// beforeinput, input, keyup for every key), and React still renders after
// every key, because input events are discrete and flush synchronously; only
// the idle gap between keys goes. A story that means to test a pause between
// keys passes its own `delay`, which wins.
//
// `type` and `keyboard` are the calls that press many keys; every other call
// is passed through unchanged. A lint rule (no-restricted-imports in
// .oxlintrc.json) sends stories here instead of to storybook/test.

type UserEvent = typeof recordedUserEvent;
type TypeOptions = Parameters<UserEvent['type']>[2];
type KeyboardOptions = Parameters<UserEvent['keyboard']>[1];

const noPause = { delay: null } as const;

export const userEvent: UserEvent = {
  ...recordedUserEvent,
  type: (element: Element, text: string, options?: TypeOptions) =>
    recordedUserEvent.type(element, text, { ...noPause, ...options }),
  keyboard: (text: string, options?: KeyboardOptions) => recordedUserEvent.keyboard(text, { ...noPause, ...options }),
};
