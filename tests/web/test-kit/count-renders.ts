/**
 * For a `jest.mock` factory: the module at `path` as it is, except that its component `name`
 * calls `counted` on every render. Tests use it to show what a change does not render again.
 *
 *   jest.mock('@/components/common/copy-button', () =>
 *     jest.requireActual('../test-kit/count-renders').countRenders('@/components/common/copy-button', 'CopyButton', () => copied()),
 *   );
 */
export function countRenders(path: string, name: string, counted: () => void): Record<string, unknown> {
  const actual = jest.requireActual<Record<string, unknown>>(path);
  const Component = actual[name] as (props: object) => unknown;
  return {
    ...actual,
    [name]: (props: object) => {
      counted();
      return Component(props);
    },
  };
}
