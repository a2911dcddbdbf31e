// Integration tests start real services and wait on real jobs: a generous per-test limit.
// (`testTimeout` is a global Jest option, so a project sets it here.)
jest.setTimeout(60_000);
