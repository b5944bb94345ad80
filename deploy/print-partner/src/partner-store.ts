import { mkdirSync, readFileSync, renameSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { SimulatedRegistration, SimulatedShipmentStore } from '@fabelhaft/carriers';
import type { PartnerJob } from './domain/partner-job';

interface StoreFile {
  version: 1;
  jobs: Record<string, PartnerJob>;
  shipments: Record<string, SimulatedRegistration>;
}

/**
 * The shop's state in one small JSON file under its data dir (`state.json`): its jobs and the parcels its
 * carrier knows. Every change is written to a temporary file, flushed and renamed over the old one, so a crash
 * leaves either the old or the new state, never half of one. One process owns the directory.
 */
export class PartnerStore implements SimulatedShipmentStore {
  private readonly file: string;
  private state: StoreFile;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'state.json');
    this.state = this.read();
  }

  job(printJobId: string): PartnerJob | null {
    return this.state.jobs[printJobId] ?? null;
  }

  jobs(): PartnerJob[] {
    return Object.values(this.state.jobs);
  }

  saveJob(job: PartnerJob): void {
    this.state = { ...this.state, jobs: { ...this.state.jobs, [job.printJobId]: job } };
    this.write();
  }

  async get(trackingNumber: string): Promise<SimulatedRegistration | null> {
    return this.state.shipments[trackingNumber] ?? null;
  }

  async putIfAbsent(registration: SimulatedRegistration): Promise<SimulatedRegistration> {
    const existing = this.state.shipments[registration.trackingNumber];
    if (existing) return existing;
    this.state = {
      ...this.state,
      shipments: { ...this.state.shipments, [registration.trackingNumber]: registration },
    };
    this.write();
    return registration;
  }

  async addScan(trackingNumber: string, at: string): Promise<boolean> {
    const existing = this.state.shipments[trackingNumber];
    if (!existing) return false;
    const scanned = { ...existing, scans: [...(existing.scans ?? []), at] };
    this.state = { ...this.state, shipments: { ...this.state.shipments, [trackingNumber]: scanned } };
    this.write();
    return true;
  }

  private read(): StoreFile {
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as StoreFile;
      return { version: 1, jobs: parsed.jobs ?? {}, shipments: parsed.shipments ?? {} };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, jobs: {}, shipments: {} };
      throw new Error(`print partner: cannot read ${this.file}`, { cause: error });
    }
  }

  private write(): void {
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(this.state, null, 2)}\n`);
    const fd = openSync(temp, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
  }
}
