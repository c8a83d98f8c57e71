export { Gallery as default } from "../components/ui/gallery";
