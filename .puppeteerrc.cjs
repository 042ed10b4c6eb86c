// The browser comes from the system (Debian's chromium); Puppeteer must not download its own.
module.exports = { skipDownload: true };
