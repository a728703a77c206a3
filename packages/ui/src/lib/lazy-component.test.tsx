import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const Part = () => <p>the part</p>;
const render = (Lazy: ComponentType<object>) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );

describe('lazyComponent', () => {
  it('renders code loaded ahead in the first pass, without the Suspense fallback', async () => {
    const part = lazyComponent(() => Promise.resolve(Part));
    await part.preload();
    // (React.lazy with the resolved promise itself would show the fallback here.)
    expect(render(part)).toContain('the part');
  });

  it('shows the fallback for code not loaded yet, as React.lazy does', () => {
    const part = lazyComponent(() => Promise.resolve(Part));
    expect(render(part)).toContain('loading');
  });
});
