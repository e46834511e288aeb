import config from './playwright.config';
const withoutServers = { ...config, webServer: [] };
export default withoutServers;
