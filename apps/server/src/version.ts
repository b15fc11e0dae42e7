// The version the server reports (health, site, OpenAPI), taken from this workspace's package.json.
import packageJson from '../package.json' with { type: 'json' };

export const VERSION: string = packageJson.version;
