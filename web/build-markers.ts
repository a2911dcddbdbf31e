/**
 * Text that only the development builds of the web app's libraries contain: React's and
 * react-dom's development warnings, Redux Toolkit's state checks (immutability and
 * serializability middlewares) and react-router's development warnings.
 */
export const DEVELOPMENT_MARKERS: readonly { library: string; text: string }[] = [
  { library: 'react-dom (development build)', text: 'Cannot update a component' },
  { library: 'react (development build)', text: 'Invalid hook call' },
  { library: "Redux Toolkit's immutability check", text: 'A state mutation was detected' },
  {
    library: "Redux Toolkit's serializability check",
    text: 'A non-serializable value was detected',
  },
  { library: "react-router's development warnings", text: 'No routes matched location' },
];

/** The development markers found in a built chunk's code. */
export function developmentMarkersIn(code: string): string[] {
  return DEVELOPMENT_MARKERS.filter((m) => code.includes(m.text)).map((m) => m.library);
}
