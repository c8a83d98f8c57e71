import { ImagePathRules } from "./editing";
import { parseInput } from "./validation";

class Pictured {
  @ImagePathRules("mainimage")
  mainimage: string = "";
}

const errors = (mainimage: string) => parseInput(Pictured, { mainimage }).then(() => [], (error: { fields: unknown[] }) => error.fields);

describe("an image path field", () => {
  test("holds nothing or a path under /images", async () => {
    expect(await errors("")).toEqual([]);
    expect(await errors("/images/plays/0f0e0d0c-0b0a-4908-8706-050403020100/mainimage0.jpg")).toEqual([]);
    expect(await errors("/images/heros/hero.v2.jpg")).toEqual([]);
    expect(await errors("https://elsewhere.example/x.jpg")).toEqual([{ path: "mainimage", message: "mainimage must be the path of an uploaded image (/images/...)" }]);
  });

  test("never leaves its folder: no . or .. segments, anywhere", async () => {
    for (const path of ["/images/../etc/passwd", "/images/plays/../../secret.jpg", "/images/plays/x/..", "/images/./plays/x.jpg", "/images/plays/x/."]) {
      expect([path, await errors(path)]).toEqual([path, [{ path: "mainimage", message: "mainimage must be a path within /images, without . or .. segments" }]]);
    }
  });
});
