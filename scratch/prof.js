const fs=require('fs');const f=fs.readdirSync('/tmp/prof').map(x=>'/tmp/prof/'+x).sort((a,b)=>fs.statSync(b).size-fs.statSync(a).size)[0];
const p=JSON.parse(fs.readFileSync(f));const dt=p.timeDeltas;const idx=new Map(p.nodes.map((n)=>[n.id,n]));
const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
const cnt=new Map();p.samples.forEach((s,i)=>cnt.set(s,(cnt.get(s)||0)+(dt[i]||0)));
const self=new Map(), total=new Map();
const key=n=>n.callFrame.functionName+' '+n.callFrame.url.split('/').slice(-2).join('/')+':'+n.callFrame.lineNumber;
for(const [id,t] of cnt){let n=idx.get(id);self.set(key(n),(self.get(key(n))||0)+t);const seen=new Set();let cur=id;while(cur!==undefined){const k=key(idx.get(cur));if(!seen.has(k)){seen.add(k);total.set(k,(total.get(k)||0)+t);}cur=parent.get(cur);}}
console.log('SELF');console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,15).map(([k,t])=>(t/1000).toFixed(0)+'ms '+k).join('\n'));
console.log('TOTAL');console.log([...total].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,t])=>(t/1000).toFixed(0)+'ms '+k).join('\n'));
