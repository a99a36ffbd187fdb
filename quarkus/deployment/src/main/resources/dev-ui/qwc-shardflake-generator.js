import { LitElement, html, css } from 'lit';
import { JsonRpc } from 'jsonrpc';

/** The Shardflake card's page: each persistence unit's worker id and lease, and an id decoded with its layout. */
export class QwcShardflakeGenerator extends LitElement {

    jsonRpc = new JsonRpc(this);

    static styles = css`
        .unit { margin-bottom: 1em; }
        dt { font-weight: bold; }
        input { width: 20em; }
    `;

    static properties = {
        _units: { state: true },
        _decoded: { state: true }
    };

    connectedCallback() {
        super.connectedCallback();
        this.jsonRpc.generators().then(response => { this._units = response.result; });
    }

    render() {
        if (!this._units) {
            return html`<span>Loading…</span>`;
        }
        return html`${Object.entries(this._units).map(([unit, shown]) => html`
            <div class="unit">
                <h3>${unit}</h3>
                <dl>${Object.entries(shown).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>
                <input placeholder="An id, as a number or 13 characters" @change=${e => this._decode(unit, e.target.value)}>
            </div>`)}
            ${this._decoded ? html`<dl>${Object.entries(this._decoded).map(([name, value]) =>
                html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>` : ''}`;
    }

    _decode(unit, id) {
        this.jsonRpc.decode({ unit: unit, id: id }).then(response => { this._decoded = response.result; });
    }
}
customElements.define('qwc-shardflake-generator', QwcShardflakeGenerator);
