import type { Database } from './database';

/** The NOTIFY channel the data triggers announce on (migration 0015). */
export const DATA_CHANNEL = 'aafiya_data';

/** The names the triggers announce (migration 0015 says which tables each covers). */
export const dataVersionNames = ['directory', 'data', 'sessions'] as const;
export type DataVersionName = (typeof dataVersionNames)[number];

/**
 * The versions of the data behind kept answers, in memory (#18). A change is
 * announced by the database's triggers (NOTIFY on `aafiya_data`, migration
 * 0015) whoever made it; this process's own writes on PostgreSQL also move
 * every version as soon as they return, before their notification arrives.
 * Something kept at one version is good while `version()` still says it.
 * While changes could go unheard (the listening connection lost) there is no
 * version, and nothing may be kept or served from what was kept.
 */
export class DataVersions {
  private readonly counts = new Map<string, number>();
  private epoch = 0;
  private hearing = false;

  /** The current version of `name`, or undefined while a change could go unheard. */
  version(name: DataVersionName): string | undefined {
    return this.hearing ? `${this.epoch}.${this.counts.get(name) ?? 0}` : undefined;
  }

  private readonly waiters = new Map<string, () => void>();

  /** A change to the data behind `name` (a notification's payload). */
  changed(name: string): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    this.waiters.get(name)?.();
    this.waiters.delete(name);
  }

  /**
   * Resolves when a notification `name` arrives. Notifications arrive in the
   * order their transactions committed, so once one sent now is heard, every
   * change committed before it has been heard too (tests wait on this).
   */
  heard(name: string): Promise<void> {
    return new Promise((resolve) => this.waiters.set(name, resolve));
  }

  /** Something may have changed anywhere: every version moves. */
  changedAll(): void {
    this.epoch += 1;
  }

  /** Whether changes are heard; every version moves either way. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.changedAll();
  }
}

/** Versions kept current by the database's notifications and this process's writes. */
export async function watchDataVersions(database: Database): Promise<DataVersions> {
  const versions = new DataVersions();
  database.onLocalWrite(() => {
    versions.changedAll();
  });
  await database.listen(DATA_CHANNEL, {
    onMessage: (payload) => {
      versions.changed(payload);
    },
    onLost: () => {
      versions.setHearing(false);
    },
    onBack: () => {
      versions.setHearing(true);
    },
  });
  versions.setHearing(true);
  return versions;
}
