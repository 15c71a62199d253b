/** `npm run dev`: the writer's loop (scripts/dev/server.ts). */
import './dev/server';
