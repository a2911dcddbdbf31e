const fk = require('fontkit'); const fs = require('fs');
for (const f of ['node_modules/@expo-google-fonts/andika/Andika_400Regular.ttf','node_modules/@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf']) {
  const b = fs.readFileSync(f);
  let t = process.hrtime.bigint(); const font = fk.create(b); const ms = () => Number(process.hrtime.bigint() - t) / 1e6;
  console.log(f.split('/').pop(), 'create', ms().toFixed(1));
  t = process.hrtime.bigint(); font.layout('Hello'); console.log(' first layout', ms().toFixed(1));
  t = process.hrtime.bigint(); font.layout('world again'); console.log(' 2nd layout', ms().toFixed(1));
  t = process.hrtime.bigint(); JSON.stringify(font.name.records); console.log(' name', ms().toFixed(1));
  t = process.hrtime.bigint(); const s = font.createSubset(); font.layout('Hello world').glyphs.forEach(g => s.includeGlyph(g)); const enc = s.encode(); console.log(' subset', ms().toFixed(1), enc.length);
  t = process.hrtime.bigint(); font.layout('Hello', []); console.log(' layout no feat', ms().toFixed(1));
}
