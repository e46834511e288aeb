// Where the deployment smoke tests find nginx: NGINX_PATH, else Debian's (CI installs
// nginx-light). Without it, playwright.config.ts starts no nginx and the nginx project's tests
// are reported as skipped, with this reason, rather than left out of the count.
import { existsSync } from 'node:fs';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the deployment smoke tests cannot run on this machine, or null when they can. */
export const nginxMissing = existsSync(nginxPath) ? null : 'nginx not installed';
