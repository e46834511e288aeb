// `node scripts/content-check/write-campus-ids.mjs`: the first step of `npm run build`, of
// `npm run dev` and of `npm run edit`. Writes the campuses' ids, from their folders, to the one
// module the code reads them from (content/generated/campus-ids.ts; campus-ids.mjs makes it),
// only when the list changed.
import { CAMPUS_IDS_MODULE, campusIdsOf, writeCampusIds } from './campus-ids.mjs';

if (writeCampusIds()) console.log(`Campuses: ${campusIdsOf().join(', ')} (${CAMPUS_IDS_MODULE}).`);
