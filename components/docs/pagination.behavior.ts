import { startSpeculation } from '@/lib/site/speculation';

// The pagination's Next page, and the pages a reader is about to open, prepared by the browser (lib/site/speculation.ts).
startSpeculation();
