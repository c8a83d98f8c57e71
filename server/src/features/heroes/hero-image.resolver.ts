import { Query, Resolver } from "type-graphql";
import { HeroImage } from "./hero-image.entity";
import { HeroImageService } from "./hero-image.service";

@Resolver(() => HeroImage)
export class HeroImageResolver {
  constructor(private readonly service: HeroImageService) {}

  @Query(() => [HeroImage], { description: "The home page carousel's images, in order" })
  heroImages(): Promise<HeroImage[]> {
    return this.service.list();
  }
}
