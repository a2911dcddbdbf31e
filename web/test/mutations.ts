/** Stand-ins for RTK Query mutation hooks in component tests that mock an API module. */

/** A mutation trigger whose `.unwrap()` resolves through `impl`. */
export function mutation(impl: jest.Mock) {
  return (arg: unknown) => ({ unwrap: () => impl(arg) });
}

/** A mutation hook's result: the trigger above and an idle state. */
export function mutationHook(impl: jest.Mock) {
  return () => [mutation(impl), { isLoading: false }] as const;
}
