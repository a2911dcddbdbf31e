// Image imports resolve to their URL in Vite; in jsdom every image is this stub path.
module.exports = 'test-file-stub.svg';
