import type { Decorator } from '@storybook/react-vite';
import { type Navigate, NavigationProvider } from '../lib/navigation';

/**
 * Decorator giving a story the app's navigation as a spy, so links and
 * `useNavigate()` never leave the story: `decorators: [withNavigation(navigate)]`
 * with `const navigate = fn()`, then `expect(navigate).toHaveBeenCalledWith('/login')`.
 */
export function withNavigation(navigate: Navigate): Decorator {
  return (Story) => (
    <NavigationProvider navigate={navigate}>
      <Story />
    </NavigationProvider>
  );
}
