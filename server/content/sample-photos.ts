import { createHash } from 'node:crypto';

/**
 * The sample photos shipped in content/photos/ (calm stand-ins drawn by
 * scripts/generate-placeholder-photos.mjs, marked "ukázka · sample" in a corner), by size and
 * SHA-256: a photo with one of these is still a sample, whatever its name.
 * sample-photos.test.ts checks this list against the files in content/photos/.
 */
const currentSamples: readonly (readonly [number, string])[] = [
  [29767, '069234a64c1b1a2283cc2eaebeeca3350c60fa6844aab016fde2fa2703696128'], // cafe/01.jpg
  [26492, 'eca33b0a521ddf50acebac5b8824fe62ceab146bd3abe00f945b17d56cd30e69'], // cafe/02.jpg
  [24671, '7aabbfc849b972a29a0e8c217fb9af110d940427ca8702526683333ba931eff9'], // cafe/03.jpg
  [31643, 'dbf1474f930ac5c194338595a914e74d90a134e5ee063f25d552d5d80a2f40e0'], // cafe/04.jpg
  [21939, '38183153dfa22dc179215c73860d05b8a71e2ea5ae2e7f35eb096586873c031d'], // cafe/05.jpg
  [31714, 'b368a6fa3ecad626d9c25d1af35a34528e4e856e084457b7e3bd4f75eb59fa8a'], // cafe/06.jpg
  [41304, 'a590540ff1d2d31418f949441ebfc844decb2b4b664b102027fe3e79ec87f95f'], // cafe/07.jpg
  [32867, '1ce46804d60cfdff2c770817582f4270b0d0c0bbe6c3dbc3240111b0aa3a83b6'], // cafe/08.jpg
  [24083, 'f5a0b5806ff9e8d79584cb32e7b53df452fef7e90bb5dc9cf2838e6402c583bc'], // feast.jpg
  [43332, '41de1a403f26dad499aca7c1a92e7f2b4f3ad73e3d06e593b6ae81eb5826088a'], // hero.jpg
  [38865, 'ec19a049d984d63b815dfb2c79752e0f6d0bde4527df1cbaec551181655b23c9'], // interior.jpg
  [34436, '733327d0c78e6ecc4ea04ad4f5fcc4c39914fadef7818d35bb0b2ad2984a5742'], // lounge/01.jpg
  [45609, '49470bc7a7c909431a16e647b7244d2628b453ca461d797a172b5be9a33dcb3f'], // lounge/02.jpg
  [38507, '49ccfbdd9614ef994914265c711dc47293dda300e60dbbaaa70d352281579ca8'], // lounge/03.jpg
  [41584, 'f9bbf1a0e38e2590615005458aa182e7be3ddd9f90f965ec97352409c81b58a4'], // lounge/04.jpg
  [42512, 'fb03bbf27cfadef585630e3cf1364e2f7f53f727b973a8e8de343861b26ba554'], // lounge/05.jpg
  [44665, 'fa1c75c3cad41146715599cb65bb0bb32739cc831461a512ce7a4f868bcea931'], // lounge/06.jpg
  [26504, '8aa0d42eaece6dd893a8fe2f4c8ca3ce6db02ab8b8eb6d79c16796fbb2ddf442'], // lounge/07.jpg
  [41190, '57f4331117a37422fc27c61e0f089fd5c67324831df6bc66889770f30867dc2b'], // lounge/08.jpg
  [41242, 'f861165e8d18ccb0f957dddac34d2ec37f7f66a62171fb7bff0771cb86adcd06'], // lounge/09.jpg
  [24083, '6f7c5ac417f9a06f5a131ab83043099bc345af61ffb382dda73917f02db61a76'], // lounge/10.jpg
  [30144, '7c08ad8f6988091c701fa11d7c549ba742ecc5bc487219d1706e4ae42d363ca5'], // lounge/11.jpg
  [48412, '970221e9dcce0b9412a00e4c26a731dfec2db32ac4b19a681cca641d724f6747'], // lounge/12.jpg
  [22856, '498ab9544e2e10a0f95eb129edf9137922498e61ce616fd80e4b7658c424942b'], // lounge/13.jpg
  [45268, 'e7ef77a7bd582554d4fa36c0a590008f6efbbff83ee826883a29bf28c27f9fb9'], // restaurant/01.jpg
  [26900, '790956b628ca67496723696366623b3d2167502254eac4af6c1db54a66d4d05b'], // restaurant/02.jpg
  [27320, 'e86b3a061f39b2e4a79f0907f0fce9271cf2aca8e77475897c221e8828bfca63'], // restaurant/03.jpg
  [30338, 'e58012d5572fc27d5ad8535b06a2c42f77a9704ed62ff4627abf794832b6c3d2'], // restaurant/04.jpg
  [47032, 'b99cd657ffb94b81454c374f5c77a1b858e5a99184c744e650b3df27295d7d9e'], // restaurant/05.jpg
  [27308, '617b0812b7f693a6ce1682e286807e235d2f7cbe34ed30735363a9ad956b0c4d'], // restaurant/06.jpg
  [32175, '003adf586eb7b0a68bf5422c6237ba76ab32fd807f5e5ed3718576b3f72769ac'], // restaurant/07.jpg
  [38147, '202156b4e8b375ef847a125b70e24ec307d4ae3d3a0ac7245c0ddc905e517b8d'], // restaurant/08.jpg
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
