/**
 * The ids of the example analyses, shared by the REST examples (api-main.ts) and the MCP
 * conversations (mcp.ts), so a conversation and the REST pages tell the same story.
 */
export const ID_PRO = '0b7e4f2a-6c1d-4e8b-9a35-71d2c6f0a9b3';
export const ID_SCORE = '5c2d8e91-3f4a-4b6c-8d7e-0a1b2c3d4e5f';
export const ID_LITE = 'e41a7c3b-9d2f-4a8e-b6c1-5f0d3e2a1b97';
export const ID_OCR = '7a9b1c2d-4e5f-4061-8a7b-9c0d1e2f3a4b';
export const ID_FLASH = 'c3f5a7e9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
export const ID_FACEMATCH = '9d8c7b6a-5f4e-4d3c-2b1a-0f9e8d7c6b5a';
