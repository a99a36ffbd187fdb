// No build step: plain fetch calls against the sample's REST API. Ids stay strings (JSON numbers would round).
const problemText = async (response) => {
  const body = await response.json();
  return `${response.status} ${body.title}: ${body.detail}`;
};

const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

async function drawChart() {
  const stats = await (await fetch('/stats/shards')).json();
  const max = Math.max(1, ...stats.map(s => s.customers + s.orders));
  const chart = document.getElementById('chart');
  chart.replaceChildren(...stats.map(s => {
    const row = document.createElement('div');
    row.className = 'bar-row';
    row.dataset.physicalShard = s.physicalShard;
    row.dataset.customers = s.customers;
    row.dataset.orders = s.orders;
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = `#${s.physicalShard} (logical ${s.logicalShards.join(',')})`;
    const customers = document.createElement('div');
    customers.className = 'bar';
    customers.style.width = `${30 * s.customers / max}rem`;
    customers.title = `${s.customers} customers`;
    const orders = document.createElement('div');
    orders.className = 'bar orders';
    orders.style.width = `${30 * s.orders / max}rem`;
    orders.title = `${s.orders} orders`;
    const count = document.createElement('span');
    count.textContent = `${plural(s.customers, 'customer')}, ${plural(s.orders, 'order')}`;
    row.append(label, customers, orders, count);
    return row;
  }));
}

async function listNewest() {
  const orders = await (await fetch('/orders?order=desc&limit=10')).json();
  const decoded = await Promise.all(orders.map(o => fetch(`/ids/${o.id}`).then(r => r.json())));
  document.getElementById('newest').replaceChildren(...decoded.map(d => {
    const tr = document.createElement('tr');
    for (const value of [d.id, d.timestamp, d.shard, d.worker, d.sequence, d.physicalShard]) {
      const td = document.createElement('td');
      td.textContent = value;
      tr.append(td);
    }
    tr.onclick = () => { document.getElementById('id').value = d.id; decode(); };
    return tr;
  }));
}

async function decode(event) {
  if (event) event.preventDefault();
  const id = document.getElementById('id').value.trim();
  const response = await fetch(`/ids/${encodeURIComponent(id)}`);
  document.getElementById('decoded').textContent = response.ok
    ? JSON.stringify(await response.json(), null, 2) : await problemText(response);
}

async function demo() {
  const n = Date.now();
  const post = (url, body) => fetch(url, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const customer = await (await post('/customers', { email: `demo-${n}@example.com`, name: `Demo ${n}` })).json();
  for (let i = 1; i <= 3; i++) {
    await post(`/customers/${customer.id}/orders`, { product: `item ${i}`, quantity: i, amountCents: 250 * i });
  }
  await refresh();
}

async function refresh() {
  await Promise.all([drawChart(), listNewest()]);
}

document.getElementById('decode').addEventListener('submit', decode);
document.getElementById('demo').addEventListener('click', demo);
refresh();
// A link such as /?id=<id> opens the page with that id decoded.
const linkedId = new URLSearchParams(location.search).get('id');
if (linkedId) {
  document.getElementById('id').value = linkedId;
  decode();
}
