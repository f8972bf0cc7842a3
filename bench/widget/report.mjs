export const report = (raw) => `## Widget\n\n\`\`\`json\n${JSON.stringify(raw.runs.papo[0], null, 1)}\n\`\`\`\n`;
