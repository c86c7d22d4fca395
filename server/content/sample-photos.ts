import { createHash } from 'node:crypto';

/**
 * The sample photos shipped in content/photos/ (calm stand-ins drawn by
 * scripts/generate-placeholder-photos.mjs, marked "ukázka · sample" in a corner), by size and
 * SHA-256: a photo with one of these is still a sample, whatever its name.
 * sample-photos.test.ts checks this list against the files in content/photos/.
 */
const currentSamples: readonly (readonly [number, string])[] = [
  [40603, 'ca66868210cded7a5f2164d8c69fd606cc0759cc548759c6c45fda3c9244d8e4'], // cafe/01.jpg
  [36124, 'd087ef00e35a32eb89cb13dc7a33ae87207fdd75d58a94f0157fc9671db86ea2'], // cafe/02.jpg
  [30375, '933fda577f4e334013de2beba4cae99519b404dfb2d2aa6a615be0f51c213402'], // cafe/03.jpg
  [40039, '705e0af0993be7b156ac154f9f697a65e867312c9e0ff4244598021d8fa00b23'], // cafe/04.jpg
  [28497, '596514fd22382b007154c1d7230837dcf8b1e15de4e4f9835b14d176e5134c6c'], // cafe/05.jpg
  [42291, '0c88dfa85129b66585832ea1e45c445625f730d80ef68d93fe39d10c3ec24008'], // cafe/06.jpg
  [60152, 'f91cb968b3566f07073b68b6683327980543dea64903120a8d1ab9b2d2a86251'], // cafe/07.jpg
  [43923, '90f4194d565789a4abdfd5cb0d26ef356ee35e07c109e0193824d88b3fc4af9a'], // cafe/08.jpg
  [33714, 'eee066b579a8174d89c742fa61f516e3aa642d9efafd5baae2d0fc1dc8992c72'], // feast.jpg
  [78873, 'f6e3d9b6082ef2c35bfc20009d5c6ff84bc3f90e1fd36cc93c0125f4c45fa225'], // hero.jpg
  [55456, 'f311668dc812ea72df61c20fe0168bc9997b96e22bc8b573c1074d911938b9c1'], // interior.jpg
  [47358, '297f3cbe399d47e28107097eb5b39bea3b0f894de821ec49fcbec351834152d4'], // lounge/01.jpg
  [63144, '4cc70dc3a8566b4004851621261bf552b558b7f357c3c5f7bc4fcc4b6e0c9e05'], // lounge/02.jpg
  [54720, '42131fd0dfb1064942725e64022fb1c0bd3f42811815c1e7037c9cab662fbacb'], // lounge/03.jpg
  [62764, '0cfda7b384f85cb5c3b2be966074ed0d03185256728428ada004c901217590e7'], // lounge/04.jpg
  [60589, '5286be3b6d9583b4f63ed93dbcd89f57a5af8e41546e8f08e7cdb4be3be8a477'], // lounge/05.jpg
  [63441, '3679843442e75cba50dcac3fc22ebf181e9af845704dd78e547b8af5668a0da3'], // lounge/06.jpg
  [36784, '718285d905a86de5ca2526887ddf9061511232adb10e4db9d7ce167740c253ce'], // lounge/07.jpg
  [58698, 'e5df0f6db092e0111e888139fb4a4a2a82b3ba3e9f987197a0b5bfe4ecebcefd'], // lounge/08.jpg
  [56857, '73cd169cc2ea9579aade2b12ae85de6d6d99c92c3f8594a905f62d6aa6256bd2'], // lounge/09.jpg
  [33328, '16b5162b1a9e6a7fe98af66f3755e024065222de44eb455f1f6004c51ed43e68'], // lounge/10.jpg
  [39031, 'fd9ecf5c38712048f7cac9595022ae84cc082e9703eacff54a7dce28db357262'], // lounge/11.jpg
  [68515, 'd994f4ccbf3767baf3f2c08386bee9e3c8392549e9439d0d81e8c26d46ec3d81'], // lounge/12.jpg
  [29648, 'aada42d870976dd994722d00947567e8a166606cdd4ad657801f362df2ed89ed'], // lounge/13.jpg
  [63791, '2b7730ac9b93b331abab0e26d29197c1cd749e9c5569eaa80a98ace900c6f908'], // restaurant/01.jpg
  [36881, '442a0abe1b127d5e7770c455fb36796b8db358030b4654b1d3cb32597926c295'], // restaurant/02.jpg
  [37367, '3693ab42285f93d88badd2020c0193bdc35108c25b37de2febb1d3b5318caa91'], // restaurant/03.jpg
  [38200, 'dc4487ab14d9678d90ed731895f9be3c016b83bf4975165bd5785c4c84a819bf'], // restaurant/04.jpg
  [66319, 'fc9fbd0fde0424d8e502f6fb874044929f8b56d8394a18ac400d88dd25d96577'], // restaurant/05.jpg
  [37787, '9d90f176ea3c770ac9bd5296476b1e3b0caaedf3bedf1c7cdf408088313271d4'], // restaurant/06.jpg
  [40451, '11fb51c3e40ec99b168d436f0406a164aff38334568276bf2173d7dfb2f5729b'], // restaurant/07.jpg
  [54367, 'ffedc6bb6b94926891b98078d0a169d93914be8fbb772ebf3a72a7bb5b943dce'], // restaurant/08.jpg
];

/**
 * The samples shipped before them (drawings captioned "Ilustrační foto · Placeholder"): a content
 * folder copied from an earlier image still holds these, and they are as much a sample as the new.
 */
const earlierSamples: readonly (readonly [number, string])[] = [
  [55760, '924321f0f2700d154b4c1087ab82529e5c4aefd95a163298ed34ddb8fa85d62d'], // cafe/01.jpg
  [50204, '5f6a03c1f3158a69bdfc2cde0fdae65a68f0370c5f9ca285a2ff075989487b97'], // cafe/02.jpg
  [50174, '678629c2cb416563247ce408282f6f4a95ca4b06623215efc0bd194f33f7027f'], // cafe/03.jpg
  [54261, 'c29be5b0a2ff6ccbd37f52b2688ce73a53b3bfcbd16d22cfeadeed089acce9b1'], // cafe/04.jpg
  [42149, 'f6fc242cdc57cf7c096e96f7399a86a23d8547c885ba0d5b32b4ce95ccf4e158'], // cafe/05.jpg
  [56217, 'd0ad3425ead30870e492cac980d72a17c95d7b3fd889f837a2a6ce62b1ee8393'], // cafe/06.jpg
  [86063, 'c4327cf8516324ae6f756c029f4ef276072a4ba2cbbed6d12f0ae5a0b46e5d3b'], // cafe/07.jpg
  [57834, '108284c75172ddd42442b2ee27c1204871c430d38da19b2a9b9d1e9fa3c778d1'], // cafe/08.jpg
  [53361, '744796577f5378e6160a3cb727b17e09eb6cdea4653f6b18474a00d1dab8a9dd'], // feast.jpg
  [98662, 'a82870355478ee608eb17cda2fbe5f4cb22d5fab9656b560717b7988636abf35'], // hero.jpg
  [75755, '55453f7f43b4961284089151f4cc117a26560115442ecdc24d03b9bfaa304f62'], // interior.jpg
  [57628, 'e31b5bc3092b50b314e992fd936d2aa8c928eb1fbab34b64f3d7cbbbad49213e'], // lounge/01.jpg
  [68604, '7eac30b6f83be50c3005ebed218250593cfc70196d29efd5ecf5c2873f9f4a97'], // lounge/02.jpg
  [73261, '05592a22d574ec56ce9a99025663bd6abd8458fbc81590c98a45aec35310984e'], // lounge/03.jpg
  [91219, '9e9d74b7bd10bd718811297bba0f45271337ba666603a68971b65a541777d74c'], // lounge/04.jpg
  [74404, '820ef8695d3369aee6600b17af00a2afaedbf9825aa8a28eadc875487db437ef'], // lounge/05.jpg
  [81550, '3a54606ffdce3fc49dd42e9e47bc3d39aadbcd73c78620b9bf10906a4ecbf682'], // lounge/06.jpg
  [50819, '633e5d3e05c4b2de55b660d990bef716e090ac3a895282bbd77d64f3487106a7'], // lounge/07.jpg
  [79306, 'd2a07bc790230154802e0ac48a34a328ac923e9697208cace00b157b6528a73f'], // lounge/08.jpg
  [64047, '6a53217f06414227f88aa6e010346795477846f6d170fa54db6db3be7abbe54a'], // lounge/09.jpg
  [47403, '69071b747f9ce4623b9d06be5a2c9ee4f7f9a6c7942888bed6a0be6f4731125f'], // lounge/10.jpg
  [49483, '06da7e3893c19dafd57ad89fd3e44fdf617e72b1dedba72f2c9f9967e7f361b8'], // lounge/11.jpg
  [90566, '655b04822a67c1f46dfa3513e0ffbdb8b1c510896a4e159522062e99273fa255'], // lounge/12.jpg
  [43389, 'f7d1519350e68d9abfb77ae4e1eef0e07b65fbf09fb55e51ce2a1de658b54088'], // lounge/13.jpg
  [83170, 'db168f3c933f7526733fd1430dc3bbdb14240c999c199cb788cbb1359a391242'], // restaurant/01.jpg
  [55158, 'c64dea103a5aa156752822e457addb8b022322b769ca092bc924ca27832922d3'], // restaurant/02.jpg
  [55754, 'c0e2a693cc506e75c30fdc8c1643e8ac1ee095dd2f7f02513228c5a922d57882'], // restaurant/03.jpg
  [51505, 'feab6c12393a79e531990a37613c6cb085aff6648b1bfe0a51aa6270de5d83b9'], // restaurant/04.jpg
  [86132, 'f1efddf365ae554e583f143970a0de73a44ed0bc8279dcc62a0c0818b5b7b3f3'], // restaurant/05.jpg
  [56169, '85f8961310088c60eb76b2c03bf5977ce36874134d107424b6eb2d9d5308a8df'], // restaurant/06.jpg
  [55182, '2bc1406769f0e98fd6fa4be7380621a287887c47168916c0669e60bfd2ab94e6'], // restaurant/07.jpg
  [75161, 'f6a9d11750d341d3e6f400f4607417fe6ec4cee372c6f00dd35ba59b5ff79095'], // restaurant/08.jpg
];

/** Every sample by size, then hash: the size is compared first, so a real photo is not read whole to be hashed. */
export const samplePhotoHashes: ReadonlyMap<number, readonly string[]> = bySize([...currentSamples, ...earlierSamples]);

/** How many files content/photos/ holds that the list names (the test's count). */
export const currentSampleCount = currentSamples.length;

function bySize(samples: readonly (readonly [number, string])[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const [size, hash] of samples) map.set(size, [...(map.get(size) ?? []), hash]);
  return map;
}

/** Whether these bytes are one of the sample photos (its size first: a real photo is not hashed). */
export function isSamplePhoto(bytes: Buffer): boolean {
  const hashes = samplePhotoHashes.get(bytes.length);
  return hashes !== undefined && hashes.includes(createHash('sha256').update(bytes).digest('hex'));
}
