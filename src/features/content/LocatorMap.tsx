import { siteAddress, siteCoordinates } from '../../shared/siteDetails';
import * as styles from './LocatorMap.module.scss';

type LatLng = readonly [lat: number, lng: number];

/** A plain equirectangular projection is enough for a state-sized locator. */
const WEST = 76.5;
const NORTH = 20.2;
const SCALE = 50;
const project = ([lat, lng]: LatLng): [number, number] => [
  Math.round((lng - WEST) * SCALE * 10) / 10,
  Math.round((NORTH - lat) * SCALE * 10) / 10,
];
const points = (outline: readonly LatLng[]) => outline.map((point) => project(point).join(',')).join(' ');

/** Andhra Pradesh, simplified: coast from the north-east tip to Pulicat, then the land borders back north. */
const ANDHRA_PRADESH: readonly LatLng[] = [
  [19.12, 84.75], [18.3, 83.95], [17.69, 83.3], [17.3, 82.55], [16.95, 82.25], [16.45, 82.3], [16.3, 81.72],
  [16.15, 81.15], [15.72, 80.98], [15.85, 80.55], [15.5, 80.1], [14.95, 80.05], [14.42, 80.18], [13.55, 80.25],
  [13.45, 80.05], [13.2, 79.7], [13.05, 79.4], [12.85, 79.05], [12.62, 78.4], [12.85, 78.15], [13.25, 78.1],
  [13.6, 78.05], [13.95, 77.4], [14.3, 76.95], [14.85, 76.8], [15.25, 77.1], [15.85, 77.45], [15.95, 78.05],
  [16.1, 78.7], [16.55, 79.35], [16.8, 80.1], [17.05, 80.65], [17.35, 81.1], [17.8, 81.7], [18.25, 82.2],
  [18.5, 82.55], [18.9, 83.6], [19.1, 84.1],
];

/** Chittoor district, simplified, sharing the state's southern border. */
const CHITTOOR_DISTRICT: readonly LatLng[] = [
  [13.95, 78.25], [14.0, 78.9], [13.9, 79.35], [13.85, 79.75], [13.6, 80.05], [13.45, 80.05], [13.2, 79.7],
  [13.05, 79.4], [12.85, 79.05], [12.62, 78.4], [12.85, 78.15], [13.25, 78.1], [13.6, 78.05],
];

const TOWNS: ReadonlyArray<{ name: string; at: LatLng; dx: number; dy: number; anchor: 'start' | 'end' }> = [
  { name: 'Visakhapatnam', at: [17.69, 83.22], dx: -8, dy: 4, anchor: 'end' },
  { name: 'Vijayawada', at: [16.51, 80.65], dx: -8, dy: 4, anchor: 'end' },
  { name: 'Tirupati', at: [13.63, 79.42], dx: 8, dy: -4, anchor: 'start' },
  { name: 'Chennai', at: [13.08, 80.27], dx: 8, dy: 4, anchor: 'start' },
];

const PAKALA: LatLng = [siteCoordinates.lat, siteCoordinates.lng];

/**
 * Where the yard is, drawn in place (no external map service): Andhra Pradesh
 * with Chittoor district shaded and a marker on Pakala.
 */
export function LocatorMap() {
  const [px, py] = project(PAKALA);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.map}
        viewBox="0 0 440 400"
        width="440"
        height="400"
        role="img"
        aria-labelledby="locator-title"
        aria-describedby="locator-desc"
      >
        {/* One string: React's server rendering writes a <title> only from a single text child. */}
        <title id="locator-title">{`Map: ${siteAddress.locality} in Chittoor district, Andhra Pradesh`}</title>
        <desc id="locator-desc">
          Outline of Andhra Pradesh on the Bay of Bengal with Chittoor district shaded in the south. A marker shows{' '}
          {siteAddress.locality}, between Tirupati and Chittoor town, about 130 kilometres west of Chennai.
        </desc>
        <rect width="440" height="400" className={styles.sea} />
        <text x="300" y="300" className={styles.seaLabel}>
          Bay of Bengal
        </text>
        <polygon points={points(ANDHRA_PRADESH)} className={styles.state} />
        <polygon points={points(CHITTOOR_DISTRICT)} className={styles.district} />
        <text x="90" y="396" className={styles.districtLabel}>
          Chittoor district
        </text>
        <text x="55" y="235" className={styles.stateLabel}>
          Andhra Pradesh
        </text>
        {TOWNS.map((town) => {
          const [x, y] = project(town.at);
          return (
            <g key={town.name} className={styles.town}>
              <circle cx={x} cy={y} r="3.5" />
              <text x={x + town.dx} y={y + town.dy} textAnchor={town.anchor}>
                {town.name}
              </text>
            </g>
          );
        })}
        <g className={styles.marker}>
          <circle cx={px} cy={py} r="14" className={styles.halo} />
          <circle cx={px} cy={py} r="6.5" />
          <text x={px - 12} y={py - 10} textAnchor="end">
            {siteAddress.locality}
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>
        Our yard at {siteAddress.locality}, {siteAddress.district}. Simplified map, boundaries approximate.
      </figcaption>
    </figure>
  );
}
