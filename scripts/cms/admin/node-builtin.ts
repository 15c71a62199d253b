// Node built-ins that bundled packages name for code paths the browser never takes
// (decap-cms-app's `util`, the TOML reader's `stream`).
export default {};
