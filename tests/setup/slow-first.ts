import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (by last run's duration when it has one, else larger files first), with the files
 * that drive processes started first: the fault tests, then the integration and adversarial ones.
 * They are the longest (a 10,000-message backlog, a killed Redis, a build of a copy), and one of
 * them started last kept a single worker busy for half a minute after the others were done.
 */
const rank = (file: string): number =>
  /\/tests\/faults\//.test(file) || longest.test(file) ? 0 : /\/tests\/(integration|adversarial)\//.test(file) ? 1 : 2;

/**
 * The longest files of a run on a fresh clone (no durations known yet), 2026-11-29: the new page's
 * build and type check of a copy (45 s), the photo library's encodes (34 s), the image recipe (20 s).
 * Started with the fault tests, so none of them is left alone at the end.
 */
const longest =
  /\/(?:tests\/integration\/new-page|server\/content\/photo-library|tests\/integration\/docker-recipe)\.test\.ts$/;

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = await super.sort(files);
    return order
      .map((spec, index) => ({ spec, index, rank: rank(spec.moduleId) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
