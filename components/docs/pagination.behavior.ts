import { startSpeculation } from '@/lib/browser/speculation';

// The pagination's Next page, and the pages a reader is about to open, prepared by the browser (lib/browser/speculation.ts).
startSpeculation();
