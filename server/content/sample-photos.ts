import { createHash } from 'node:crypto';

/**
 * The sample photos shipped in content/photos/ (placeholders drawn by
 * scripts/generate-placeholder-photos.mjs, captioned "Ilustrační foto · Placeholder"),
 * by size and SHA-256: a photo with one of these is still a sample, whatever its name.
 * The size is compared first, so a real photo is not read whole to be hashed.
 * sample-photos.test.ts checks this list against the files in content/photos/.
 */
export const samplePhotoHashes: ReadonlyMap<number, readonly string[]> = new Map([
  [55760, ['924321f0f2700d154b4c1087ab82529e5c4aefd95a163298ed34ddb8fa85d62d']], // cafe/01.jpg
  [50204, ['5f6a03c1f3158a69bdfc2cde0fdae65a68f0370c5f9ca285a2ff075989487b97']], // cafe/02.jpg
  [50174, ['678629c2cb416563247ce408282f6f4a95ca4b06623215efc0bd194f33f7027f']], // cafe/03.jpg
  [54261, ['c29be5b0a2ff6ccbd37f52b2688ce73a53b3bfcbd16d22cfeadeed089acce9b1']], // cafe/04.jpg
  [42149, ['f6fc242cdc57cf7c096e96f7399a86a23d8547c885ba0d5b32b4ce95ccf4e158']], // cafe/05.jpg
  [56217, ['d0ad3425ead30870e492cac980d72a17c95d7b3fd889f837a2a6ce62b1ee8393']], // cafe/06.jpg
  [86063, ['c4327cf8516324ae6f756c029f4ef276072a4ba2cbbed6d12f0ae5a0b46e5d3b']], // cafe/07.jpg
  [57834, ['108284c75172ddd42442b2ee27c1204871c430d38da19b2a9b9d1e9fa3c778d1']], // cafe/08.jpg
  [53361, ['744796577f5378e6160a3cb727b17e09eb6cdea4653f6b18474a00d1dab8a9dd']], // feast.jpg
  [98662, ['a82870355478ee608eb17cda2fbe5f4cb22d5fab9656b560717b7988636abf35']], // hero.jpg
  [75755, ['55453f7f43b4961284089151f4cc117a26560115442ecdc24d03b9bfaa304f62']], // interior.jpg
  [57628, ['e31b5bc3092b50b314e992fd936d2aa8c928eb1fbab34b64f3d7cbbbad49213e']], // lounge/01.jpg
  [68604, ['7eac30b6f83be50c3005ebed218250593cfc70196d29efd5ecf5c2873f9f4a97']], // lounge/02.jpg
  [73261, ['05592a22d574ec56ce9a99025663bd6abd8458fbc81590c98a45aec35310984e']], // lounge/03.jpg
  [91219, ['9e9d74b7bd10bd718811297bba0f45271337ba666603a68971b65a541777d74c']], // lounge/04.jpg
  [74404, ['820ef8695d3369aee6600b17af00a2afaedbf9825aa8a28eadc875487db437ef']], // lounge/05.jpg
  [81550, ['3a54606ffdce3fc49dd42e9e47bc3d39aadbcd73c78620b9bf10906a4ecbf682']], // lounge/06.jpg
  [50819, ['633e5d3e05c4b2de55b660d990bef716e090ac3a895282bbd77d64f3487106a7']], // lounge/07.jpg
  [79306, ['d2a07bc790230154802e0ac48a34a328ac923e9697208cace00b157b6528a73f']], // lounge/08.jpg
  [64047, ['6a53217f06414227f88aa6e010346795477846f6d170fa54db6db3be7abbe54a']], // lounge/09.jpg
  [47403, ['69071b747f9ce4623b9d06be5a2c9ee4f7f9a6c7942888bed6a0be6f4731125f']], // lounge/10.jpg
  [49483, ['06da7e3893c19dafd57ad89fd3e44fdf617e72b1dedba72f2c9f9967e7f361b8']], // lounge/11.jpg
  [90566, ['655b04822a67c1f46dfa3513e0ffbdb8b1c510896a4e159522062e99273fa255']], // lounge/12.jpg
  [43389, ['f7d1519350e68d9abfb77ae4e1eef0e07b65fbf09fb55e51ce2a1de658b54088']], // lounge/13.jpg
  [83170, ['db168f3c933f7526733fd1430dc3bbdb14240c999c199cb788cbb1359a391242']], // restaurant/01.jpg
  [55158, ['c64dea103a5aa156752822e457addb8b022322b769ca092bc924ca27832922d3']], // restaurant/02.jpg
  [55754, ['c0e2a693cc506e75c30fdc8c1643e8ac1ee095dd2f7f02513228c5a922d57882']], // restaurant/03.jpg
  [51505, ['feab6c12393a79e531990a37613c6cb085aff6648b1bfe0a51aa6270de5d83b9']], // restaurant/04.jpg
  [86132, ['f1efddf365ae554e583f143970a0de73a44ed0bc8279dcc62a0c0818b5b7b3f3']], // restaurant/05.jpg
  [56169, ['85f8961310088c60eb76b2c03bf5977ce36874134d107424b6eb2d9d5308a8df']], // restaurant/06.jpg
  [55182, ['2bc1406769f0e98fd6fa4be7380621a287887c47168916c0669e60bfd2ab94e6']], // restaurant/07.jpg
  [75161, ['f6a9d11750d341d3e6f400f4607417fe6ec4cee372c6f00dd35ba59b5ff79095']], // restaurant/08.jpg
]);

/** Whether these bytes are one of the sample photos (its size first: a real photo is not hashed). */
export function isSamplePhoto(bytes: Buffer): boolean {
  const hashes = samplePhotoHashes.get(bytes.length);
  return hashes !== undefined && hashes.includes(createHash('sha256').update(bytes).digest('hex'));
}
