// CSS imports are side effects in the browser; in jsdom they resolve to nothing.
module.exports = {};
