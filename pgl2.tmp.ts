import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const a = new PGlite();
await a.query('select 1');
console.log('plain', (performance.now()-t).toFixed(0));
await a.exec('create table x(a int)');
t = performance.now();
const dump = await a.dumpDataDir('none');
console.log('dump', (performance.now()-t).toFixed(0), dump.size);
for (let i=0;i<3;i++){
t = performance.now();
const b = new PGlite({ loadDataDir: dump });
await b.query('select * from x');
console.log('fromdump', (performance.now()-t).toFixed(0));
}
t = performance.now();
const c = new PGlite();
await c.query('select 1');
console.log('plain2', (performance.now()-t).toFixed(0));
