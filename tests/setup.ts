import '@testing-library/jest-dom';

// Route handlers call connection() to be rendered per request; jest calls them directly,
// outside the request scope Next gives that call, where it only needs to resolve.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));
