import { useState } from 'react';
import type { SearchStateChange } from './use-saved-search-text';

// Connected search stories: the address, as the app's route keeps it, held in
// state so each change re-renders the screen with the new search (not exported).

export interface SearchHarnessProps<State> {
  initial: State;
  /** Spy on the changes (and whether they replace the address). */
  onChange: SearchStateChange<State>;
  screen: (state: State, onStateChange: SearchStateChange<State>) => React.ReactNode;
}

export function SearchHarness<State>({ initial, onChange, screen }: SearchHarnessProps<State>) {
  const [state, setState] = useState(initial);
  return screen(state, (next, options) => {
    onChange(next, options);
    setState(next);
  });
}
